r=  abs ("x")
