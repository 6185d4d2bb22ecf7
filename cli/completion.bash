# bash completion for objectid; load it with
#   source <(objectid completion bash)
# or install it as share/bash-completion/completions/objectid.
_objectid() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()
	if ((COMP_CWORD == 1)); then
		mapfile -t COMPREPLY < <(compgen -W "generate decode range version completion help --version --help" -- "$cur")
		return
	fi
	local words="" files=""
	case ${COMP_WORDS[1]} in
	generate)
		case $prev in
		-format | --format)
			mapfile -t COMPREPLY < <(compgen -W "hex shell ejson json csv shell-array ejson-array mongoimport node python go java csharp rust" -- "$cur")
			return
			;;
		-spread | --spread)
			mapfile -t COMPREPLY < <(compgen -W "even random" -- "$cur")
			return
			;;
		-at | --at | -counter | --counter | -format | --format | -from | --from | -n | --n | -random | --random | -seed | --seed | -spread | --spread | -to | --to)
			return
			;;
		esac
		words="-at -counter -format -from -n -random -seed -spread -to"
		;;
	decode)
		case $prev in
		-format | --format)
			mapfile -t COMPREPLY < <(compgen -W "hex" -- "$cur")
			return
			;;
		esac
		words="-format -json -scan -summary"
		files=1
		;;
	range)
		case $prev in
		-format | --format)
			mapfile -t COMPREPLY < <(compgen -W "shell compass ejson" -- "$cur")
			return
			;;
		-collection | --collection | -db | --db | -format | --format | -from | --from | -to | --to)
			return
			;;
		esac
		words="-collection -db -format -from -to"
		;;
	version)
		words=""
		;;
	completion)
		words="bash zsh fish"
		;;
	help)
		words="generate decode range version completion help"
		;;
	esac
	if [[ $cur == -* || -z $files ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
	else
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
	fi
}
complete -o filenames -F _objectid objectid
