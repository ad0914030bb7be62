r = formatlist("%s=%s", words)
