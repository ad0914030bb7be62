a = "x  ${~ y ~}  z"
