r = lower((<<X
quote " and \n raw
${objs[1].size}
line text
X
))
