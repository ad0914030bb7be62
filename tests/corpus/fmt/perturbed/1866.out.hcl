r = <<X
quote " and \n raw
line text
${spaced}
X


