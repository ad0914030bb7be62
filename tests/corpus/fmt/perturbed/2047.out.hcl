r = false ? words[2] : numstr
