r = <<X
quote " and \n raw
${~s~}  tail
${objs[1].size}
X

