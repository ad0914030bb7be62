r  =formatlist("%s!",  ["a",  "b"])
