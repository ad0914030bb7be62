r = <<X
${~s~}  tail
quote " and \n raw
${empty}
X

