//! "Did you mean ...?": the reference's name-suggestion rule, shared by
//! body decoding, evaluation and the JSON syntax.

/// Levenshtein distance over Unicode scalar values.
pub fn levenshtein(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The first of `suggestions` close enough to `given` to be what was meant
/// (edit distance below 3), as the reference's `nameSuggestion`.
pub fn name_suggestion<'a, I>(given: &str, suggestions: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    suggestions.into_iter().find(|s| levenshtein(given, s) < 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_and_suggestions() {
        assert_eq!(levenshtein("", "abc"), 3);
        assert_eq!(levenshtein("abc", ""), 3);
        assert_eq!(levenshtein("kitten", "sitting"), 3);
        assert_eq!(levenshtein("nmae", "name"), 2);
        assert_eq!(levenshtein("héllo", "hello"), 1);
        assert_eq!(name_suggestion("nmae", ["foo", "name"]), Some("name"));
        assert_eq!(name_suggestion("zzzz", ["foo", "name"]), None);
        // the first close candidate wins, not the closest
        assert_eq!(name_suggestion("ab", ["xy", "abc", "ab"]), Some("xy"));
    }
}
