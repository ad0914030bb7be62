r = join("-", words)
