r = (<<END
quote " and \n raw
${~s~}  tail
END
) != fl ? false : t ? regex_replace("  spaced  ", "[aeiou]", "*") : nums[1]
