r =[for x	in concat(objs.*.name,  []) :x if   x!="b"]
