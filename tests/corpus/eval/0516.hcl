r = formatlist("%s!", [for x in range(0, 10, 0) : "<${x}>" if length(x) > 1])
