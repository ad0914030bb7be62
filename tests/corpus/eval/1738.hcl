r = <<X
line text
line text
X

