r = <<X
${obj.name}
X

