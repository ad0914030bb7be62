r = length(nullobj)
