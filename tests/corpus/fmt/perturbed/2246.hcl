r    =nul&& false
