r = "${nul}"
