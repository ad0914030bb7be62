r = <<X
${~s~}  tail
X

