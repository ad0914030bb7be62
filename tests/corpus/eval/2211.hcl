r = -n + -f
