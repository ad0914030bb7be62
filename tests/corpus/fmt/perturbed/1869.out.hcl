r = "${nofunc()}"
