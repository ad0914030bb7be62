r    =    null  ==  {}
