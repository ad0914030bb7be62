r = <<X
${numstr}
X

