r = chunklist(flatten([nums, [7, [8]]]), 0)
