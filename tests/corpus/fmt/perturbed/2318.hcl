r = format("%t",  true )
