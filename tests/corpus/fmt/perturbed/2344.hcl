r =  indent(n,"")

