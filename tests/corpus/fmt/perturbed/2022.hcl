r  =    indent(2,"a\nb\nc")
