r = formatlist("%s=%s", regexall("[a-z]", s))
