r = <<X
${~s~}  tail
${~s~}  tail
quote " and \n raw
X

