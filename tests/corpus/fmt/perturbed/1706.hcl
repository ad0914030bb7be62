r =    concat([for i,x  in ["x","y"]:"<${x}>"],  regexall("(", s))
