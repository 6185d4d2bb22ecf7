#compdef objectid
# zsh completion for objectid; install it as _objectid in a folder of
# $fpath (Debian: share/zsh/vendor-completions), or load it with
#   source <(objectid completion zsh)
_objectid() {
	local cmd=${words[2]} prev=${words[CURRENT-1]} cur=${words[CURRENT]}
	if ((CURRENT == 2)); then
		compadd -- generate decode range version completion help --version --help
		return
	fi
	case $cmd in
	generate)
		case $prev in
		-format | --format)
			compadd -- hex shell ejson json csv shell-array ejson-array mongoimport node python go java csharp rust
			return
			;;
		-spread | --spread)
			compadd -- even random
			return
			;;
		-at | --at | -counter | --counter | -format | --format | -from | --from | -n | --n | -random | --random | -seed | --seed | -spread | --spread | -to | --to)
			return 1
			;;
		esac
		if [[ $cur == -* ]]; then
			compadd -- -at -counter -format -from -n -random -seed -spread -to
			return
		fi
		;;
	decode)
		if [[ $prev == -format || $prev == --format ]]; then
			compadd -- hex
			return
		fi
		if [[ $cur == -* ]]; then
			compadd -- -format -json -scan -summary
			return
		fi
		_files
		;;
	range)
		case $prev in
		-format | --format)
			compadd -- shell compass ejson
			return
			;;
		-collection | --collection | -db | --db | -format | --format | -from | --from | -to | --to)
			return 1
			;;
		esac
		if [[ $cur == -* ]]; then
			compadd -- -collection -db -format -from -to
			return
		fi
		;;
	version)
		;;
	completion)
		((CURRENT == 3)) && compadd -- bash zsh fish
		;;
	help)
		((CURRENT == 3)) && compadd -- generate decode range version completion help
		;;
	esac
}
if [[ $funcstack[1] == _objectid ]]; then
	_objectid "$@"
else
	compdef _objectid objectid
fi
