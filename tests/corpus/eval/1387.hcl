r = [for x in formatlist("%s=%s", [], strs) : "<${x}>" if length(x) > 1]
