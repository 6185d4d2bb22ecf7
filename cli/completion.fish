# fish completion for objectid; install it as
# share/fish/vendor_completions.d/objectid.fish, or load it with
#   objectid completion fish | source
complete -c objectid -f
complete -c objectid -n __fish_use_subcommand -a generate -d 'make N new IDs'
complete -c objectid -n __fish_use_subcommand -a decode -d 'print every field of each ID'
complete -c objectid -n __fish_use_subcommand -a range -d 'print an _id filter for the IDs made from one time up to another'
complete -c objectid -n __fish_use_subcommand -a version -d 'print the version'
complete -c objectid -n __fish_use_subcommand -a completion -d 'print a script that completes objectid\'s commands, flags and format names in that shell'
complete -c objectid -n __fish_use_subcommand -a help -d 'print this text, or the usage of one command'
complete -c objectid -n __fish_use_subcommand -l version -d 'print the version'
complete -c objectid -n '__fish_seen_subcommand_from generate' -o at -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o counter -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o format -x -a 'hex shell ejson json csv shell-array ejson-array mongoimport node python go java csharp rust'
complete -c objectid -n '__fish_seen_subcommand_from generate' -o from -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o n -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o random -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o seed -x
complete -c objectid -n '__fish_seen_subcommand_from generate' -o spread -x -a 'even random'
complete -c objectid -n '__fish_seen_subcommand_from generate' -o to -x
complete -c objectid -n '__fish_seen_subcommand_from decode' -o format -x -a 'hex'
complete -c objectid -n '__fish_seen_subcommand_from decode' -o json
complete -c objectid -n '__fish_seen_subcommand_from decode' -o scan
complete -c objectid -n '__fish_seen_subcommand_from decode' -o summary
complete -c objectid -n '__fish_seen_subcommand_from decode' -F
complete -c objectid -n '__fish_seen_subcommand_from range' -o collection -x
complete -c objectid -n '__fish_seen_subcommand_from range' -o db -x
complete -c objectid -n '__fish_seen_subcommand_from range' -o format -x -a 'shell compass ejson'
complete -c objectid -n '__fish_seen_subcommand_from range' -o from -x
complete -c objectid -n '__fish_seen_subcommand_from range' -o to -x
complete -c objectid -n '__fish_seen_subcommand_from completion; and test (count (commandline -opc)) -eq 2' -a 'bash zsh fish'
complete -c objectid -n '__fish_seen_subcommand_from help; and test (count (commandline -opc)) -eq 2' -a 'generate decode range version completion help'
