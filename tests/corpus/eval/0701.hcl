r = strs.*
