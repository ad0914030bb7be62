r    =[for	x	in [for	x	in  strs    :"<${x}>" if  length(x) > 1]    :  x if	length(x)  >    1]
