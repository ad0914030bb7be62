r = formatlist("%s=%s", concat(element(nums), regexall("[a-z]", s)))
