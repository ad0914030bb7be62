r = <<X
${literal_interp}
line text
X

