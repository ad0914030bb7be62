r = unknwon
