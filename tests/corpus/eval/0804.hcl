r = "${join("", formatlist("%s!", values(smap)))}"
