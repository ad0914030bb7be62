r = <<X
${~s~}  tail
quote " and \n raw
X

