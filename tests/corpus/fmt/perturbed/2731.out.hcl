a { b = 1 }
c { d = 2 }
e "f" {}
