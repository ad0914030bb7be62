r = "${nums}"
