// libcurl (Debian's libcurl4-openssl-dev). Swift cannot call C's variadic functions, so each
// shape of curl_easy_setopt and curl_easy_getinfo the source layer uses has a typed wrapper here.
#include <curl/curl.h>

static inline CURLcode ccurl_set_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_offset(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_list(CURL *easy, CURLoption option, struct curl_slist *list) {
    return curl_easy_setopt(easy, option, list);
}

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*ccurl_progress_callback)(
    void *context, curl_off_t download_total, curl_off_t download_now, curl_off_t upload_total,
    curl_off_t upload_now);

static inline CURLcode ccurl_set_data_callback(
    CURL *easy, CURLoption option, ccurl_data_callback callback) {
    return curl_easy_setopt(easy, option, callback);
}

static inline CURLcode ccurl_set_progress_callback(CURL *easy, ccurl_progress_callback callback) {
    return curl_easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline long ccurl_response_code(CURL *easy) {
    long code = 0;
    curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

static inline CURLcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
