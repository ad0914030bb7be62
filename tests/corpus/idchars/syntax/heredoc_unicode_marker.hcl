a = <<ÉOF
x é
ÉOF
b = <<-x́y
  z
  x́y
c = 1
