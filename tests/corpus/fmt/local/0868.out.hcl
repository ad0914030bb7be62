r = keys({ for x in [for x in formatlist("%s=%s", strs) : x if length(x) > 1] : x => x... })
