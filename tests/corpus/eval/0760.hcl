r = formatlist("%s!", concat(formatlist("%s!", values(smap)), distinct([])), strs)
