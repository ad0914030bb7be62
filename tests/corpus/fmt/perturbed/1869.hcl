r  = "${nofunc()}"
