r = <<X
${n}
X

