a = "\q${x y}\r\w"
