r=  strs ==nofunc()
