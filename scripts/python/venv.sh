# Sourced (POSIX sh) by the vector scripts whose implementation is a PyPI
# package: scripts/compare_vectors_{urllib3,httptools,python_rfc3986}.sh and
# scripts/compare_base_vectors_urllib3.sh.
#
#     . "$root/scripts/python/venv.sh"
#     pip_venv "$root/target/urllib3-venv" -r "$root/scripts/python/urllib3-requirements.txt"
#
# pip_venv DIR PIP-INSTALL-ARGUMENT...: makes the virtual environment DIR on
# this machine's python3 unless it is there, then pip-installs the pinned
# releases into it (quietly; nothing to do when they are there), so that
# the vectors name the releases they were made with and a rerun reads the
# same ones. It runs in a subshell, so it sets no variable of its caller.
pip_venv() (
    dir=$1
    shift
    if [ ! -x "$dir/bin/python" ]; then
        python3 -m venv "$dir"
    fi
    "$dir/bin/pip" install -q "$@"
)
